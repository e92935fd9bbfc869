/** The envelope itself: red with a gold seal, drawn inline (no image request); decorative, the text says it all. */
export function EnvelopeArt({ opened }: { opened: boolean }) {
  return (
    <svg viewBox="0 0 120 150" width="96" height="120" aria-hidden="true" focusable="false" className="drop-shadow-md">
      <rect x="4" y="4" width="112" height="142" rx="12" fill="#c8102e" />
      <path d={opened ? 'M4 16 L60 4 L116 16' : 'M4 16 Q60 78 116 16'} fill="none" stroke="#8f0b20" strokeWidth="4" />
      <circle cx="60" cy={opened ? 26 : 50} r="18" fill="#f4c430" stroke="#b8860b" strokeWidth="3" />
      {/* The seal is a gold coin with its square hole, drawn: a currency sign in a font reads as a placeholder. */}
      <rect
        x="53"
        y={opened ? 19 : 43}
        width="14"
        height="14"
        rx="2"
        fill="#8f0b20"
        transform={`rotate(45 60 ${opened ? 26 : 50})`}
      />
      <rect x="56" y={opened ? 22 : 46} width="8" height="8" fill="#f4c430" />
    </svg>
  );
}
