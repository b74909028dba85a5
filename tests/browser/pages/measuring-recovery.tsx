// Test page: lists whose measuring is disturbed (a loop, a throwing callback, a crash, hidden items).
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Overflow from 'rc-overflow';
import { readLayout } from './shared/case-page';

type Tag = { id: number; hidden?: boolean };

type Mount = 'mountLoop' | 'fixLoop' | 'mountItemLoop' | 'fixItemLoop' | 'mountCallerHidden';
declare global {
  interface Window extends Record<Mount, () => void> {
    visibleCount: () => number;
    mountFailing: (fail: 'renderItem' | 'onVisibleChange') => void;
    crash: (on: boolean) => void;
    setListWidth: (width: number) => void;
  }
}

const root = createRoot(document.getElementById('root') as HTMLElement);
const mount = (node: React.ReactNode) => () => flushSync(() => root.render(node));
const tags = (count: number): Tag[] => Array.from({ length: count }, (_, id) => ({ id }));
const tagStyle: React.CSSProperties = { display: 'inline-block', width: 60, height: 20 };
const renderTag = (tag: Tag) => <span style={tagStyle}>{`Tag ${tag.id}`}</span>;
const renderRest = (omitted: Tag[]) => (
  <span style={{ ...tagStyle, width: 40 }}>{`+${omitted.length}`}</span>
);
window.visibleCount = () => readLayout().visible;
window.setListWidth = (width) => {
  (document.getElementById('list') as HTMLElement).style.width = `${width}px`;
};

// An item 100 px wide when shown and 10 px when hidden can never settle: showing it makes it
// overflow, hiding it makes room for it.
const loopStyle = document.createElement('style');
const item = '.rc-overflow-item:not(.rc-overflow-item-rest)';
const hiddenItem = '.rc-overflow-item[aria-hidden]:not(.rc-overflow-item-rest)';
loopStyle.textContent = `.looping ${item} > span, ${item} > .looping-tag { width: 100px !important }
  .looping ${hiddenItem} > span, ${hiddenItem} > .looping-tag { width: 10px !important }`;
document.head.appendChild(loopStyle);

/** A 300 px responsive list of 60 px tags and a 40 px rest. */
const shared = {
  id: 'list',
  style: { width: 300 },
  maxCount: 'responsive' as const,
  renderItem: renderTag,
  renderRest,
};

function LoopList({ looping }: { looping: boolean }) {
  return <Overflow {...shared} className={looping ? 'looping' : undefined} data={tags(5)} />;
}
window.mountLoop = mount(<LoopList looping />);
window.fixLoop = mount(<LoopList looping={false} />);

// The same loop made by what renderItem renders, with the same data and class throughout; ended
// by a parent's render that changes only renderItem: 80 px tags.
const loopData = tags(5);
function ItemLoopList({ looping }: { looping: boolean }) {
  const renderItem = looping
    ? (tag: Tag) => (
        <span className="looping-tag" style={tagStyle}>
          {`Tag ${tag.id}`}
        </span>
      )
    : (tag: Tag) => <span style={{ ...tagStyle, width: 80 }}>{`Tag ${tag.id}`}</span>;
  return <Overflow {...shared} data={loopData} renderItem={renderItem} />;
}
window.mountItemLoop = mount(<ItemLoopList looping />);
window.fixItemLoop = mount(<ItemLoopList looping={false} />);

let crashing = false;
let reports = 0;
/** renderItem throws while `crash(true)`; onVisibleChange on the page's second report only. */
function FailingList({ fail }: { fail: 'renderItem' | 'onVisibleChange' }) {
  return (
    <Overflow
      {...shared}
      data={tags(10)}
      renderItem={(tag) => {
        if (fail === 'renderItem' && crashing) throw new Error('renderItem failed');
        return renderTag(tag);
      }}
      onVisibleChange={() => {
        reports += 1;
        if (fail === 'onVisibleChange' && reports === 2) throw new Error('onVisibleChange failed');
      }}
    />
  );
}
class Boundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Retry
      </button>
    );
  }
}
window.mountFailing = (fail) => mount(<Boundary children={<FailingList fail={fail} />} />)();
window.crash = (on) => (crashing = on);

window.mountCallerHidden = mount(
  <Overflow
    {...shared}
    data={tags(8).map((tag) => ({ ...tag, hidden: tag.id === 1 }))}
    renderRawItem={(tag) => (
      <Overflow.Item hidden={tag.hidden} data-id={tag.id}>
        {renderTag(tag)}
      </Overflow.Item>
    )}
  />,
);
