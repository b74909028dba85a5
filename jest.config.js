// `npm run test:unit`: the node and jsdom layers (tests/unit-projects.js), one run. The timeout
// guards against a hang, not a time budget: npm test runs these beside the browser lanes, and on a
// busy machine a render of antd's Select alone can take seconds.
const { node, jsdom } = require('./tests/unit-projects');

module.exports = { projects: [node, jsdom], testTimeout: 10 * 60000 };
