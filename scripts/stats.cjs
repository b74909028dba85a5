// The statistics the benchmarks, the site's measurements and the tests print, written once.

/** The value a `q` of the way through the sorted values, between the two nearest (0 <= q <= 1). */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  return sorted[below] + (sorted[Math.ceil(at)] - sorted[below]) * (at - below);
}

/** The middle value (the mean of the two middle ones for an even count). */
const median = (values) => quantile(values, 0.5);

module.exports = { quantile, median };
