import { axeSweep } from './sweep-helpers';

// Every page the build wrote, in dark, under axe-core (the dark twin runs beside it).

describe('site sweep', () => {
  it(
    'has no serious or critical axe-core violation on any page in dark (every rule printed)',
    () => axeSweep('dark'),
    300000,
  );
});
