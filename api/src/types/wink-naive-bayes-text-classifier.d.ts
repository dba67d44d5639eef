/** The part of wink-naive-bayes-text-classifier that the distress check uses (it ships no types). */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    /** Without preparatory tasks, the input is taken as its tokens as given. */
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    /** Label and log2 odds pairs, highest first; `[['unknown', 0]]` when no token is known. */
    computeOdds(tokens: string[]): [string, number][];
    predict(tokens: string[]): string;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
