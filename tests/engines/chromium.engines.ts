import { describe } from 'vitest';
import { engineCases } from './support/cases.ts';
import { launchChromium } from './support/chromium.ts';

describe('chromium', () => engineCases(launchChromium, { thirdPartyCookiesBlockable: true }));
