import { closePagesAndCheckErrors, disconnectBrowser } from './harness';

afterEach(closePagesAndCheckErrors);
afterAll(disconnectBrowser);
