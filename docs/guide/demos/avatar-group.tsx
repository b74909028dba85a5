import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

const PEOPLE = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Margaret Hamilton',
  'Barbara Liskov',
  'Ken Thompson',
  'Radia Perlman',
  'Donald Knuth',
  'Frances Allen',
  'Edsger Dijkstra',
];

const circle: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  marginRight: -8,
  borderRadius: '50%',
  border: '2px solid Canvas',
  background: 'CanvasText',
  color: 'Canvas',
  fontSize: 13,
  fontWeight: 600,
};

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default () => {
  const [width, setWidth] = React.useState(200);

  return (
    <div>
      <label>
        Width{' '}
        <input
          type="range"
          min={80}
          max={300}
          step={10}
          value={width}
          aria-valuetext={`${width} px`}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
      </label>
      <div style={{ width, maxWidth: '100%', marginTop: 16 }}>
        <Overflow<string>
          component="ul"
          itemComponent="li"
          aria-label="Team"
          style={{ listStyle: 'none', margin: 0, padding: '0 8px 0 0' }}
          data={PEOPLE}
          maxCount="responsive"
          renderItem={(name) => (
            <span style={circle} title={name} role="img" aria-label={name}>
              {initials(name)}
            </span>
          )}
          renderRest={(hidden) => (
            <span style={circle} title={hidden.join(', ')}>
              +{hidden.length}
            </span>
          )}
        />
      </div>
    </div>
  );
};
