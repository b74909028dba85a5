import React from 'react';

declare global {
  interface Window {
    /** Tests set this to false, then click Retry, to see the demo recover. */
    crashDemoShouldThrow?: boolean;
  }
}

export default () => {
  if (window.crashDemoShouldThrow !== false) throw new Error('Crash demo threw on purpose');
  return <p>The crash demo rendered.</p>;
};
