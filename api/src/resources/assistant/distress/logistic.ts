/**
 * A logistic regression on sparse yes/no features, learnt with AdaGrad: the second opinion
 * beside the naive Bayes classifier of the distress check's second tier. Naive Bayes counts
 * every word part as independent evidence, so word parts that always come together ('ritz',
 * 'itze', 'tzen') are counted several times; a regression weighs them together, and in
 * cross-validation on the training sets the two together heard more distress at the same false
 * alarms than either alone (docs/decisions/distress-two-classifiers.md). The registry's logistic
 * regression (`ml-logistic-regression`) takes a dense matrix of every feature, here about 37,000
 * per message for some 2,600 messages, hence these few lines.
 */
export interface LogisticOptions {
  /** Passes over the examples. */
  epochs: number;
  /** L2 penalty per update, so rare word parts do not get extreme weights. */
  l2: number;
  /** AdaGrad's base step. */
  rate: number;
}

const defaults: LogisticOptions = { epochs: 12, l2: 1e-4, rate: 0.5 };

export class SparseLogisticRegression {
  private readonly index = new Map<string, number>();
  private weights = new Float64Array(0);
  private bias = 0;
  private readonly options: LogisticOptions;

  constructor(options: Partial<LogisticOptions> = {}) {
    this.options = { ...defaults, ...options };
  }

  private indexed(features: string[], add: boolean): number[] {
    const found: number[] = [];
    for (const feature of features) {
      let at = this.index.get(feature);
      if (at === undefined && add) {
        at = this.index.size;
        this.index.set(feature, at);
      }
      if (at !== undefined) found.push(at);
    }
    return found;
  }

  /** Learns from scratch; `distress` says for each example whether it is the positive class. */
  learn(examples: { features: string[]; positive: boolean }[]): void {
    const rows = examples.map((example) => this.indexed(example.features, true));
    const scales = examples.map((example) => 1 / Math.sqrt(Math.max(1, example.features.length)));
    const weights = new Float64Array(this.index.size);
    const squared = new Float64Array(this.index.size).fill(1e-8);
    let bias = 0;
    let biasSquared = 1e-8;
    const { epochs, l2, rate } = this.options;
    const order = rows.map((_, position) => position);
    // A fixed shuffle, so the same training sets always give the same weights.
    let seed = 1;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let position = order.length - 1; position > 0; position--) {
        const other = Math.floor(next() * (position + 1));
        [order[position], order[other]] = [order[other]!, order[position]!];
      }
      for (const example of order) {
        const row = rows[example]!;
        const scale = scales[example]!;
        let sum = bias;
        for (const at of row) sum += weights[at]! * scale;
        const error = 1 / (1 + Math.exp(-sum)) - (examples[example]!.positive ? 1 : 0);
        for (const at of row) {
          const gradient = error * scale + l2 * weights[at]!;
          squared[at]! += gradient * gradient;
          weights[at]! -= (rate * gradient) / Math.sqrt(squared[at]!);
        }
        biasSquared += error * error;
        bias -= (rate * error) / Math.sqrt(biasSquared);
      }
    }
    this.weights = weights;
    this.bias = bias;
  }

  /** log2 odds of the positive class; features never seen in learning count nothing. */
  log2Odds(features: string[]): number {
    const row = this.indexed(features, false);
    const scale = 1 / Math.sqrt(Math.max(1, features.length));
    let sum = this.bias;
    for (const at of row) sum += this.weights[at]! * scale;
    return sum / Math.LN2;
  }
}
