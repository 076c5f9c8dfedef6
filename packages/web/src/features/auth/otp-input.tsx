import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, otpAfterInput } from '@kado/domain';

interface OtpInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly labelFor: (n: number) => string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
}


/** Six one-digit boxes (spec §9: 60px squares, an error style), with paste and backspace across boxes. */
export function OtpInput({ value, onChange, labelFor, invalid, describedBy }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();
  const put = (i: number, text: string) => {
    const next = otpAfterInput(value, i, text);
    if (next === null) return;
    onChange(next);
    focus(next.length);
  };
  const onKey = (i: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const cut = digits[i] ? i : i - 1;
      if (cut < 0) return;
      onChange(value.slice(0, cut));
      focus(cut);
    } else if (event.key === 'ArrowLeft') focus(i - 1);
    else if (event.key === 'ArrowRight') focus(i + 1);
  };
  const onPaste = (i: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(i, event.clipboardData.getData('text'));
  };
  return (
    <div className={invalid ? 'otp otp--error' : 'otp'} role="group" aria-describedby={describedBy}>
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className="otp__box"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={labelFor(i + 1)}
          aria-invalid={invalid ? true : undefined}
          maxLength={OTP_LENGTH}
          value={digit}
          onChange={(e) => put(Math.min(i, value.length), e.target.value.slice(-OTP_LENGTH))}
          onKeyDown={onKey(i)}
          onPaste={onPaste(i)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
