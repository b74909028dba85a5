import { sweepPages } from '../sweep-helpers';

sweepPages('en');
