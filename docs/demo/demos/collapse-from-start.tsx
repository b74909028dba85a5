import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

const TRAIL = ['Home', 'docs', 'guide', 'components', 'overflow', 'api'];
const LAST = TRAIL.length - 1;

const crumbStyle: React.CSSProperties = { whiteSpace: 'nowrap' };
const separator = <span style={{ padding: '0 6px', color: 'gray' }}>/</span>;

export default () => {
  const [width, setWidth] = React.useState(300);
  const id = React.useId();

  return (
    <div style={{ padding: 32 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <label htmlFor={`${id}width`}>Trail width</label>
        <input
          id={`${id}width`}
          type="range"
          min={80}
          max={400}
          step={10}
          value={width}
          aria-valuetext={`${width} px`}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
        <span>{width} px</span>
      </div>

      <nav
        aria-label="Breadcrumb"
        style={{ width, maxWidth: '100%', outline: '1px solid gray', marginTop: 16 }}
      >
        <Overflow<string>
          component="ol"
          itemComponent="li"
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
          data={TRAIL}
          maxCount="responsive"
          collapseFrom="start"
          // The hidden crumbs come first in the trail, so the rest stands before the shown ones.
          renderItem={(crumb, { index }) => (
            <span style={crumbStyle}>
              {index > 0 && separator}
              <span aria-current={index === LAST ? 'page' : undefined}>{crumb}</span>
            </span>
          )}
          renderRest={(hidden) => (
            <span style={crumbStyle} title={hidden.join(' / ')}>
              …
            </span>
          )}
        />
      </nav>
    </div>
  );
};
