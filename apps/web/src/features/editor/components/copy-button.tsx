import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';

/** Copies a text (the caption) to the clipboard, and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success('Caption copied');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy: select the text and copy it yourself');
    }
  };
  return (
    <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
      {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      {copied ? 'Copied' : label}
    </button>
  );
}
