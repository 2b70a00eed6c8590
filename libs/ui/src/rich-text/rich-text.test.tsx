import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const MARKDOWN = '## Dinner\n\n**Six courses** and a [menu](https://example.com/menu).';
const HTML = '<h2>Dinner</h2><p><strong>Six courses</strong> and a <a href="https://example.com/menu" rel="noopener noreferrer">menu</a>.</p>';

describe('RichText', () => {
  it("renders the server's HTML of the Markdown, not the Markdown", () => {
    render(<RichText text={MARKDOWN} html={HTML} shortText={null} />);
    expect(screen.getByRole('heading', { name: 'Dinner' })).toBeInTheDocument();
    expect(screen.getByText('Six courses').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'menu' })).toHaveAttribute('href', 'https://example.com/menu');
    expect(screen.queryByText(/##|\*\*/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('folds long HTML until the reader asks for the rest', async () => {
    render(<RichText text={MARKDOWN} html={HTML} shortText="Dinner Six courses…" foldedHeight="max-h-24" />);
    const more = screen.getByRole('button', { name: 'Read more' });
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(text).toHaveClass('rich-text', 'max-h-24');

    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('max-h-24');
  });

  it('shows plain text without HTML, shortened, its button named after what it belongs to', async () => {
    render(<RichText text={'First line.\nSecond line.'} shortText="First line.…" moreLabel="Show more" toggleContext="Supper" />);
    expect(screen.getByText('First line.…')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more of Supper' }));
    expect(screen.getByText(/First line\.\s+Second line\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less of Supper' })).toHaveFocus();
  });
});
