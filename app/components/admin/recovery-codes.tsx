import { Download } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';

/** Ten recovery codes, shown once: to write down, copy or save as a file. */
export function RecoveryCodes({
  codes,
  onContinue,
  continueLabel,
}: {
  codes: string[];
  onContinue: () => void;
  continueLabel: string;
}) {
  const save = () => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rebels-admin-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-5">
      <h2 className="text-xl font-bold text-ink-900">Your recovery codes</h2>
      <p className="leading-relaxed text-gray-700">
        Each code signs you in once if you lose your passkey or authenticator app. Store them somewhere safe now: they
        are shown only this once.
      </p>
      <ol
        className="grid grid-cols-1 gap-2 rounded-md bg-gray-50 p-4 font-mono text-base text-ink-900 ring-1 ring-gray-200 min-[25rem]:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={save}>
          <Download aria-hidden="true" className="size-4" />
          Save as a file
        </Button>
        <Button onClick={onContinue}>{continueLabel}</Button>
      </div>
    </div>
  );
}
