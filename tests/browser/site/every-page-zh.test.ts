import { sweepPages } from '../sweep-helpers';

sweepPages('zh');
