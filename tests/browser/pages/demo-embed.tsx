// Embeds the standalone demo page given by `?src=` in an iframe, as another site would.
const src = new URLSearchParams(window.location.search).get('src') ?? '';
const frame = document.createElement('iframe');
frame.id = 'demo';
frame.title = 'Embedded demo';
frame.src = src;
frame.width = '600';
frame.height = '400';
document.getElementById('root')?.appendChild(frame);
