// `npm run test:unit`: the node and jsdom layers (tests/unit-projects.js), one run.
const { node, jsdom } = require('./tests/unit-projects');

module.exports = { projects: [node, jsdom] };
