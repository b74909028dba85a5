import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

const tagStyle: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  marginRight: 4,
  padding: '0 4px 0 8px',
  border: '1px solid currentColor',
  borderRadius: 4,
  fontSize: 14,
  whiteSpace: 'nowrap',
};

const removeStyle: React.CSSProperties = { padding: '0 4px', font: 'inherit', lineHeight: 1.2 };

export default () => {
  const [tags, setTags] = React.useState(['react', 'overflow', 'layout', 'select', 'tags', 'antd']);
  const [text, setText] = React.useState('');

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const tag = text.trim();
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setText('');
  };

  return (
    <form onSubmit={add} style={{ maxWidth: 300, padding: 4, border: '1px solid gray' }}>
      <Overflow<string>
        data={tags}
        itemKey={(tag) => tag}
        maxCount="responsive"
        style={{ alignItems: 'center' }}
        renderItem={(tag) => (
          <span style={tagStyle}>
            {tag}
            <button
              type="button"
              aria-label={`Remove ${tag}`}
              style={removeStyle}
              onClick={() => setTags(tags.filter((t) => t !== tag))}
            >
              ×
            </button>
          </span>
        )}
        renderRest={(hidden) => (
          <span style={tagStyle} title={hidden.join(', ')}>
            +{hidden.length}
          </span>
        )}
        suffix={
          <input
            aria-label="New tag"
            placeholder="Add a tag"
            value={text}
            onChange={(event) => setText(event.target.value)}
            style={{ width: 72 }}
          />
        }
      />
    </form>
  );
};
