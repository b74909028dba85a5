import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

interface Action {
  id: string;
  label: string;
}

const ACTIONS: Action[] = [
  'Bold',
  'Italic',
  'Underline',
  'Link',
  'Quote',
  'Code',
  'List',
  'Table',
].map((label) => ({ id: label.toLowerCase(), label }));

export default () => {
  const [last, setLast] = React.useState('nothing yet');

  return (
    <div style={{ maxWidth: 300 }}>
      <Overflow<Action>
        role="group"
        aria-label="Formatting"
        data={ACTIONS}
        itemKey="id"
        maxCount="responsive"
        style={{ gap: 4, padding: 4, border: '1px solid gray' }}
        renderItem={(action) => (
          <button type="button" onClick={() => setLast(action.label)}>
            {action.label}
          </button>
        )}
        renderRest={(hidden) => (
          <select
            aria-label="More actions"
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
      <p>Last action: {last}</p>
    </div>
  );
};
