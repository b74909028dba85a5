import React, { type ReactNode } from 'react';
import { MarkWhenRendered } from './hydrationMark';

export function rootContainer(container: ReactNode): ReactNode {
  return <MarkWhenRendered>{container}</MarkWhenRendered>;
}
