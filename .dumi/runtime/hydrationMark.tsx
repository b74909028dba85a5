import React, { useEffect, type ComponentType, type ReactNode } from 'react';

// `<html data-hydrated>`: set by the page's first commit, after its layouts', else by the app's.

const markHydrated = () => document.documentElement.setAttribute('data-hydrated', '');
let pageMarksHydration = false;

export function withHydrationMark(Page: ComponentType): ComponentType {
  pageMarksHydration = true;
  return function PageMarkingHydration(props) {
    useEffect(markHydrated, []);
    return <Page {...props} />;
  };
}

export const MarkWhenRendered = ({ children }: { children?: ReactNode }) => {
  useEffect(() => {
    if (!pageMarksHydration) markHydrated();
  }, []);
  return <>{children}</>;
};
