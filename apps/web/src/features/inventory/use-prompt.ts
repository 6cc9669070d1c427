import { useCallback, useRef, useState } from 'react';

/**
 * A question a dialog answers, awaited like a call: `const choice = await prompt.ask(question)`.
 * `question` is what the dialog shows while open (null when closed); `answer` closes it.
 */
export function usePrompt<Question, Answer>() {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: Answer) => void) | null>(null);
  const ask = useCallback(
    (next: Question) =>
      new Promise<Answer>((resolve) => {
        resolver.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const answer = useCallback((value: Answer) => {
    const resolve = resolver.current;
    resolver.current = null;
    setQuestion(null);
    resolve?.(value);
  }, []);
  return { question, ask, answer };
}
