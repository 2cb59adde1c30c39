import { describe } from 'vitest';
import { engineCases } from './support/cases.ts';
import { launchWebkit } from './support/webkit.ts';

describe('webkit', () => engineCases(launchWebkit, { thirdPartyCookiesBlockable: false }));
