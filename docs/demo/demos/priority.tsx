import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

interface Action {
  id: string;
  label: string;
  /** The higher, the longer it stays; Infinity pins it. */
  priority: number;
}

// In the toolbar's order; the priorities decide which go into "More" first.
const ACTIONS: Action[] = [
  { id: 'save', label: 'Save', priority: Infinity },
  { id: 'undo', label: 'Undo', priority: 5 },
  { id: 'redo', label: 'Redo', priority: 4 },
  { id: 'share', label: 'Share', priority: 2 },
  { id: 'print', label: 'Print', priority: 1 },
  { id: 'export', label: 'Export', priority: 3 },
  { id: 'archive', label: 'Archive', priority: 0 },
];

const MIN_VISIBLE = [0, 1, 2, 3, 4];

const priorityOf = (action: Action) => action.priority;

const describePriority = (priority: number) =>
  priority === Infinity ? 'Pinned: always shown' : `Priority ${priority}`;

const buttonStyle: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 32,
  whiteSpace: 'nowrap',
};

// A mid blue stands out (3:1 or more) on light and dark pages alike.
const badgeStyle: React.CSSProperties = {
  minWidth: 16,
  padding: '0 4px',
  borderRadius: 8,
  border: '1px solid #5b8def',
  fontSize: 11,
  lineHeight: '14px',
};

// The controls wrap on a narrow screen rather than overflow the demo.
const controlsStyle: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
};

export default () => {
  const [width, setWidth] = React.useState(480);
  const [minVisible, setMinVisible] = React.useState(0);
  const [last, setLast] = React.useState('nothing yet');
  const id = React.useId();

  return (
    <div style={{ padding: 32 }}>
      <div style={controlsStyle}>
        <label htmlFor={`${id}width`}>Toolbar width</label>
        <input
          id={`${id}width`}
          type="range"
          min={60}
          max={640}
          step={10}
          value={width}
          aria-valuetext={`${width} px`}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
        <span>{width} px</span>
        <label htmlFor={`${id}min`}>Show at least</label>
        <select
          id={`${id}min`}
          style={{ height: 32 }}
          value={minVisible}
          onChange={(event) => setMinVisible(Number(event.target.value))}
        >
          {MIN_VISIBLE.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>

      {/* What must show but does not fit scrolls inside the box, rather than widen the page. */}
      <div
        style={{
          width,
          maxWidth: '100%',
          overflowX: 'auto',
          marginTop: 16,
          border: '1px solid gray',
        }}
      >
        <Overflow<Action>
          role="group"
          aria-label="Document actions"
          data={ACTIONS}
          itemKey="id"
          maxCount="responsive"
          itemPriority={priorityOf}
          minVisible={minVisible}
          // One row even when buttons that must show do not fit: the stylesheet's row would wrap them.
          style={{ flexWrap: 'nowrap', gap: 4, padding: 4 }}
          renderItem={(action) => (
            <button
              type="button"
              style={buttonStyle}
              title={describePriority(action.priority)}
              onClick={() => setLast(action.label)}
            >
              {action.label}
              <span style={badgeStyle} aria-hidden="true">
                {action.priority === Infinity ? '∞' : action.priority}
              </span>
            </button>
          )}
          // The hidden actions come in the toolbar's order, whatever their priorities.
          renderRest={(hidden) => (
            <select
              aria-label={`More actions (${hidden.length})`}
              style={{ height: 32 }}
              value=""
              onChange={(event) => setLast(event.target.value)}
            >
              <option value="" disabled>
                More ({hidden.length})
              </option>
              {hidden.map((action) => (
                <option key={action.id} value={action.label}>
                  {action.label}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <p aria-live="polite">Last action: {last}</p>
    </div>
  );
};
