import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { documentNumberCheck, emailCheck, phoneCheck } from '../../../src/forms/remote-checks.ts';
import { useRemoteCheck } from '../../../src/forms/use-remote-check.ts';
import { formTexts as t } from '../../../src/i18n/forms.ts';
import { PHONE_VALIDATION_ERROR } from '../../../src/i18n/core.ts';
import { startSandbox } from '../core/sandbox-harness.ts';
import { json, routeFetch } from '../core/helpers.ts';

afterEach(cleanup);

describe('the spec validation calls as field checks (sandbox)', () => {
  it('a free number passes; a taken or invalid one gets a clear Spanish message', async () => {
    await startSandbox();
    await expect(documentNumberCheck('DNI')('12345678Z')).resolves.toBeUndefined();
    await expect(documentNumberCheck('DNI')('51234876F')).resolves.toBe(t.taken.document); // titular@demo.es
    await expect(documentNumberCheck('NIE')('X0000000A')).resolves.toBe(t.invalid.document);
    await expect(phoneCheck('699 000 111')).resolves.toBeUndefined();
    await expect(phoneCheck('+34 612 483 920')).resolves.toBe(t.taken.phone);
    await expect(phoneCheck('912345678')).resolves.toBe(t.invalid.phone);
  });

  it('GET {base}/validation/{value} checks the sign-up e-mail: taken, not an address, or free', async () => {
    await startSandbox();
    await expect(emailCheck(' libre@correo.es ')).resolves.toBeUndefined();
    await expect(emailCheck('titular@demo.es')).resolves.toBe(t.taken.email);
    await expect(emailCheck('Titular@Demo.es')).resolves.toBe(t.taken.email);
    await expect(emailCheck('sin-arroba')).resolves.toBe(t.invalid.email);
  });

  it('a failing call keeps the spec message', async () => {
    await startSandbox();
    routeFetch(() => json({ error: 'internal_error', message: 'x' }, 500));
    await expect(phoneCheck('611222333')).rejects.toThrow(PHONE_VALIDATION_ERROR);
  });
});

function Probe({ value, enabled }: { value: string; enabled: boolean }) {
  const { state } = useRemoteCheck(value, phoneCheck, enabled, '', 20);
  return <p data-testid="state">{state.status === 'invalid' || state.status === 'failed' ? state.message : state.status}</p>;
}

describe('useRemoteCheck', () => {
  it('checks the value after a pause and shows the answer that belongs to it', async () => {
    await startSandbox();
    const view = render(<Probe value="612483920" enabled />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe(t.taken.phone));
    view.rerender(<Probe value="699000111" enabled />);
    expect(screen.getByTestId('state').textContent).toBe('idle');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('ok'));
    view.rerender(<Probe value="699000111" enabled={false} />);
    expect(screen.getByTestId('state').textContent).toBe('idle');
  });
});
