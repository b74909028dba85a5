import { closePagesAndCheckErrors, disconnectBrowser } from './harness';

// Set here, not in the config: a project's config has no testTimeout of its own.
jest.setTimeout(60000);

afterEach(closePagesAndCheckErrors);
afterAll(disconnectBrowser);
