// One way to make a capability: a value whose mere possession lets someone act (an invitation link, a payment
// order, a video room, a document link). It must not be guessable from what came before or from its owner, so it
// is 32 random bytes (256 bits) from the operating system's generator, in base64url for a URL's path.
// A sequence (`pay-9001`), a person's id or anything derived from a name or a time is a capability anyone can
// forge: issue 28 took an invitation, cancelled orders and entered rooms that way.
import { randomBytes } from 'node:crypto';

/** 256 random bits; 43 characters of base64url. */
export const newCapabilityToken = (): string => randomBytes(32).toString('base64url');
