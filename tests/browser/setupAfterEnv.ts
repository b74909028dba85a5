import { closePagesAndCheckErrors, disconnectBrowser } from './harness';

// Set here, not in the config: a project's config has no testTimeout of its own. A guard against
// a hung browser, not a time budget: tests wait for the state they need, and on a busy machine at
// half speed a property test of many cases takes minutes.
jest.setTimeout(10 * 60000);

afterEach(closePagesAndCheckErrors);
afterAll(disconnectBrowser);
