// Types for the @testing-library/jest-dom matchers that jest.config.js installs.
/// <reference types="@testing-library/jest-dom" />
