// A page that logs a console error, for proving the harness fails such pages.
const root = document.getElementById('root') as HTMLElement;
root.textContent = 'This page logs an error';
console.error('deliberate error from a test page');
