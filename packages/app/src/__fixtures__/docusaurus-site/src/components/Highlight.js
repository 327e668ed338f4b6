import React from 'react';

// Marks a word in prose with a coloured background.
export default function Highlight({children, color}) {
  return (
    <span
      style={{
        backgroundColor: color,
        borderRadius: '4px',
        color: '#fff',
        padding: '0.1rem 0.3rem',
      }}>
      {children}
    </span>
  );
}
