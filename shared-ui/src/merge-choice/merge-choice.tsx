import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConflictChoice, ConflictQuestion, MergeChoice } from 'shared-domain';
import { Alert } from 'shared-ui';
import { KeepWhichDialog } from './keep-which-dialog';
import styles from './merge-choice.module.css';

const MergeChoiceContext = createContext<MergeChoice | null>(null);

/**
 * The screen's merge choice, or null outside a MergeChoiceProvider: a save there cannot ask, so a
 * conflict on the same field shows what is stored instead (the behaviour before merges).
 */
export function useMergeChoice(): MergeChoice | null {
  return useContext(MergeChoiceContext);
}

/**
 * Lets the saves below it ask "keep mine / keep theirs" (a dialog over the page) and announce merged
 * saves (a dismissible status near the bottom). One question at a time: the saves of one item run
 * one after another (a mutation scope), so a second question never comes while one is open.
 */
export function MergeChoiceProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<{ conflicts: readonly ConflictQuestion[]; answer: (choice: ConflictChoice) => void } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const choice = useMemo<MergeChoice>(
    () => ({
      choose: (conflicts) => new Promise((answer) => setQuestion({ conflicts, answer })),
      announce: setNotice,
    }),
    [],
  );
  const answer = (picked: ConflictChoice) => {
    question?.answer(picked);
    setQuestion(null);
  };
  return (
    <MergeChoiceContext.Provider value={choice}>
      {children}
      {question && <KeepWhichDialog conflicts={question.conflicts} onChoose={answer} />}
      {notice && (
        <Alert tone="info" className={styles.notice} onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
    </MergeChoiceContext.Provider>
  );
}
