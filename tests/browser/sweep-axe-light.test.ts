import { axeSweep } from './sweep-helpers';

// Every page the build wrote, in light, under axe-core (the dark twin runs beside it).

describe('site sweep', () => {
  it(
    'has no serious or critical axe-core violation on any page in light (every rule printed)',
    () => axeSweep('light'),
    300000,
  );
});
