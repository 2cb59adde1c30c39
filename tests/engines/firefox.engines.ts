import { describe } from 'vitest';
import { engineCases } from './support/cases.ts';
import { launchFirefox } from './support/firefox.ts';

describe('firefox', () => engineCases(launchFirefox, { thirdPartyCookiesBlockable: true }));
