// react-dom/server's browser build needs TextEncoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
