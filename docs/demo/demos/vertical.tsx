import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

interface Card {
  id: string;
  title: string;
  /** Cards with a label are taller: the column measures each card's own height. */
  label?: string;
}

const CARDS: Card[] = [
  { id: 'c1', title: 'Write the release notes', label: 'docs' },
  { id: 'c2', title: 'Fix the focus ring on the rest' },
  { id: 'c3', title: 'Review the column layout', label: 'review' },
  { id: 'c4', title: 'Answer the sizing question' },
  { id: 'c5', title: 'Update the playground', label: 'site' },
  { id: 'c6', title: 'Bench a column of 2000 cards' },
  { id: 'c7', title: 'Translate the new page', label: 'docs' },
];

const cardStyle: React.CSSProperties = {
  padding: '6px 8px',
  border: '1px solid #8c8c8c',
  borderRadius: 4,
};

const labelStyle: React.CSSProperties = {
  display: 'inline-block',
  marginTop: 4,
  padding: '0 6px',
  borderRadius: 8,
  border: '1px solid #5b8def',
  fontSize: 12,
};

export default () => {
  const [height, setHeight] = React.useState(240);
  const id = React.useId();

  return (
    <div style={{ padding: 32 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <label htmlFor={`${id}height`}>Column height</label>
        <input
          id={`${id}height`}
          type="range"
          min={60}
          max={520}
          step={10}
          value={height}
          aria-valuetext={`${height} px`}
          onChange={(event) => setHeight(Number(event.target.value))}
        />
        <span>{height} px</span>
      </div>

      <section aria-label="In progress" style={{ width: 220, maxWidth: '100%', marginTop: 16 }}>
        <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>In progress ({CARDS.length})</h2>
        <Overflow<Card>
          orientation="vertical"
          // The column's height is the room its cards have.
          style={{ height, rowGap: 8, outline: '1px dashed gray' }}
          data={CARDS}
          itemKey="id"
          maxCount="responsive"
          renderItem={(card) => (
            <div style={cardStyle}>
              {card.title}
              {card.label && (
                <div>
                  <span style={labelStyle}>{card.label}</span>
                </div>
              )}
            </div>
          )}
          renderRest={(hidden) => (
            <button type="button" title={hidden.map((card) => card.title).join('\n')}>
              + {hidden.length} more
            </button>
          )}
        />
      </section>
    </div>
  );
};
