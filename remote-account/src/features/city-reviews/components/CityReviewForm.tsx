import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { validateReviewContent } from '@citylens/shared';
import { Button, TextAreaField, theme } from '@citylens/shared/ui';

export interface CityReviewFormProps {
  cityName: string;
  /** 1000 on the reviews page, 500 in the modal (spec §5). */
  maxLength: number;
  submitting: boolean;
  /** Resolves once accepted (the form clears); rejects when not. */
  onSubmit: (content: string) => Promise<unknown>;
}

/** Write a review: a counted textarea; Send is disabled while blank or sending. */
export function CityReviewForm({ cityName, maxLength, submitting, onSubmit }: CityReviewFormProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blank = !content.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReviewContent(content, maxLength);
    if (invalid) return setError(invalid);
    try {
      await onSubmit(content.trim());
      setContent('');
    } catch {
      // The panel shows why; the text stays so nothing typed is lost.
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Review ${cityName}`}
      css={css`
        display: grid;
        gap: ${theme.space[3]}px;
      `}
    >
      <TextAreaField
        label="Your review"
        placeholder={`What did you love about ${cityName}?`}
        value={content}
        maxLength={maxLength}
        showCount
        rows={4}
        error={error}
        onChange={(e) => {
          setContent(e.target.value);
          setError(null);
        }}
      />
      <div>
        <Button
          type="submit"
          disabled={!cityName || blank}
          loading={submitting}
          loadingText="Submitting..."
        >
          Submit Review
        </Button>
      </div>
    </form>
  );
}
