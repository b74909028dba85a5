import React, { Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useDemo } from 'dumi';
import ErrorBoundary from '../theme/components/ErrorBoundary';
import { hasPrerenderedApp, standaloneDemoId } from './page';

/** The prerendered page's demos: a standalone page's from its path, else dumi's previewers' ids. */
export function prerenderedDemoIds(): string[] {
  if (!hasPrerenderedApp()) return [];
  const standalone = standaloneDemoId(window.location.pathname);
  if (standalone) return [decodeURIComponent(standalone)];
  return Array.from(document.querySelectorAll('#root .dumi-default-previewer[id]'), (el) => el.id);
}

const DemoCode = ({ id }: { id: string }) => {
  const demo = useDemo(id);
  return demo?.component ? React.createElement(demo.component as ComponentType) : null;
};

// dumi's demos are React.lazy: rendered once in a document of their own, their code loads first.
export function loadDemoCode(ids: string[]): Promise<void> {
  if (!ids.length) return Promise.resolve();
  return new Promise((resolve) => {
    const scratch = document.implementation.createHTMLDocument('');
    const root = createRoot(scratch.body.appendChild(scratch.createElement('div')));
    const Loaded = () => {
      useEffect(() => {
        resolve();
        window.setTimeout(() => root.unmount());
      }, []);
      return null;
    };
    root.render(
      <Suspense fallback={null}>
        {/* A demo that throws is left for the page's own crash fallback to show. */}
        <ErrorBoundary>
          {ids.map((id) => (
            <DemoCode key={id} id={id} />
          ))}
        </ErrorBoundary>
        <Loaded />
      </Suspense>,
    );
  });
}
