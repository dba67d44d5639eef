import type { Rule, Situation } from '../match.ts';

/**
 * English as young Germans mix it in ('i want to die', 'my dad hits me'). Apostrophes are
 * dropped like in German words ("can't" → 'cant'); 'i' is read as 'ich', 'more' as 'mehr'.
 */
export const englishRules: Record<Situation, Rule[]> = {
  suicide: [
    {
      all: [
        'want to die|wanna die|dont wanna wake up|dont want to wake up|never wake up|not wake up|want to be dead|wish i was dead|wish i were dead|end it|end it all|end my life|kill myself|kms|unalive|disappear forever|dont want to live|dont wanna live|dont want to be alive|dont wanna be alive|dont want to exist|better off without me|no reason to live|not worth living|take my life|hurt myself|cut myself|cutting myself|harm myself|self harm|selfharm|suicidal|suicide|overdose|od',
      ],
      unless: ['prevention|awareness|research|song|movie|series|squad|stardew|game'],
    },
  ],
  sexual: [
    {
      all: [
        'raped|rape|rapes|molested|molests|groped|gropes|sexually|assaulted|blackmail*|sextortion|nudes|touches me|touched me|touching me|harass*',
      ],
      personal: true,
    },
  ],
  violence: [
    {
      all: [
        'hits me|hit me|hitting me|beats me|beat me|beaten|beating me|abuses me|abused|abusive|chokes me|choked me|kicks me|kicked me|slaps me|slapped me|punches me|punched me|hurts me|hurt me',
      ],
      unless: ['song|lyrics|game'],
    },
  ],
  bullying: [
    {
      all: [
        'bullied|bully|bullies|bullying|call me names|calls me names|called me names|picked on|picks on me|excluded me|make fun of me|makes fun of me|made fun of me|making fun of me|laugh at me|laughs at me|hates me|hate me|everyone hates|nobody likes me|no one likes me|picks on me|pick on me',
      ],
    },
  ],
  eating: [
    {
      all: [
        'starve myself|starving myself|starved myself|throw up after|throwing up after|purge|purging|binge|binging|bingeing|anorexia|anorexic|bulimia|bulimic|eating disorder|pro ana|proana|thinspo|meanspo|havent eaten|dont want to eat|too fat|so fat',
      ],
    },
  ],
  despair: [
    {
      all: [
        'cant take it|cant do this|cant go on|cant anymore|feel so empty|feel empty|so empty|hate myself|im done|so done|drowning|so alone|all alone|so lonely|no one cares|nobody cares|depressed|depression|hopeless|worthless|breaking down|falling apart|mental breakdown|panic attack*|cant breathe|so tired of everything|tired of everything',
      ],
    },
  ],
};
