// Benchmarks against the upstream package; filled in with the component's benchmarks.
console.log('no benchmarks yet');
