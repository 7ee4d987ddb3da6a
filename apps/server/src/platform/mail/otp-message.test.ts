import { describe, expect, it } from 'vitest';
import { otpMessage } from './otp-message.js';

describe('otpMessage', () => {
  it('carries the code and its lifetime in the chosen language', () => {
    const french = otpMessage('recover', 'AB2CD', 10, 'fr');
    expect(french.subject).toBe('Votre code de récupération du mot de passe Muster');
    expect(french.text).toContain('AB2CD');
    expect(french.text).toContain('10 minutes');
    expect(otpMessage('sign_up', 'AB2CD', 10, 'ben').text).toContain('AB2CD');
    expect(otpMessage('sign_up', 'AB2CD', 10, 'hin').subject).toBe('आपका Muster साइन-अप कोड');
  });

  it('falls back to English for an unknown language', () => {
    expect(otpMessage('sign_up', 'AB2CD', 10, 'xx')).toEqual({
      subject: 'Your Muster sign-up code',
      text: 'Your Muster code is AB2CD. It expires in 10 minutes. If you did not ask for it, ignore this message.',
    });
  });
});
