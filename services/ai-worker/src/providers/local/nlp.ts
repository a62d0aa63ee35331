import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/**
 * The one wink-nlp instance of the local provider, built on first use (loading the English model
 * takes a moment and most of the worker never needs it).
 */
let instance: ReturnType<typeof winkNLP> | undefined;

export function nlp(): ReturnType<typeof winkNLP> {
  instance ??= winkNLP(model);
  return instance;
}
