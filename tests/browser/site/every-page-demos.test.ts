import { sweepPages } from '../sweep-helpers';

sweepPages('demos');
