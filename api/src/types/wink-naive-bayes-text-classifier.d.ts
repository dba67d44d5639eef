/** The part of wink-naive-bayes-text-classifier that the distress check uses (it ships no types). */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: ((input: string) => string[])[]): number;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    /** Label and log2 odds pairs, highest first; `[['unknown', 0]]` when no token is known. */
    computeOdds(input: string): [string, number][];
    predict(input: string): string;
  }
  function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
  export default naiveBayesTextClassifier;
}
