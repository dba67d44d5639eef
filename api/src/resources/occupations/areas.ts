import type { OccupationArea } from '@kompass/contracts/schemas/occupations';

/**
 * Areas for young people from the KldB 2010 Berufshauptgruppen (the first two digits of an
 * occupation's code; Bundesagentur für Arbeit, Klassifikation der Berufe 2010). The ten
 * Berufsbereiche are too coarse for a school leaver ('Rohstoffgewinnung, Produktion und
 * Fertigung' holds cooks and electricians alike), the 37 groups too fine; each area here is a
 * set of groups that someone who likes one of them would also look at (docs/occupations.md).
 */
export const areaOfGroup: Readonly<Record<string, OccupationArea>> = {
  '01': 'verwaltung', // Angehörige der regulären Streitkräfte
  '11': 'natur', // Land-, Tier- und Forstwirtschaftsberufe
  '12': 'natur', // Gartenbauberufe und Floristik
  '21': 'handwerk', // Rohstoffgewinnung, Glas- und Keramikherstellung
  '22': 'handwerk', // Kunststoffherstellung, Holzbe- und -verarbeitung
  '23': 'medien', // Papier- und Druckberufe, technische Mediengestaltung
  '24': 'technik', // Metallerzeugung und -bearbeitung, Metallbau
  '25': 'technik', // Maschinen- und Fahrzeugtechnik
  '26': 'technik', // Mechatronik, Energie und Elektro
  '27': 'technik', // Technische Forschung, Entwicklung, Konstruktion, Produktionssteuerung
  '28': 'handwerk', // Textil- und Lederberufe
  '29': 'gastronomie', // Lebensmittelherstellung und -verarbeitung
  '31': 'bau', // Bauplanung, Architektur, Vermessung
  '32': 'bau', // Hoch- und Tiefbau
  '33': 'bau', // (Innen-)Ausbau
  '34': 'bau', // Gebäude- und Versorgungstechnik
  '41': 'wissenschaft', // Mathematik, Biologie, Chemie, Physik
  '42': 'natur', // Geologie, Geografie, Umweltschutz
  '43': 'it', // Informatik, Informations- und Kommunikationstechnologie
  '51': 'verkehr', // Verkehr und Logistik (außer Fahrzeugführung)
  '52': 'verkehr', // Führer/innen von Fahrzeug- und Transportgeräten
  '53': 'verwaltung', // Schutz, Sicherheit, Überwachung
  '54': 'handwerk', // Reinigungsberufe
  '61': 'wirtschaft', // Einkauf, Vertrieb, Handel
  '62': 'wirtschaft', // Verkaufsberufe
  '63': 'gastronomie', // Tourismus, Hotel, Gaststätten
  '71': 'wirtschaft', // Unternehmensführung und -organisation
  '72': 'wirtschaft', // Finanzdienstleistungen, Rechnungswesen, Steuerberatung
  '73': 'verwaltung', // Recht und Verwaltung
  '81': 'gesundheit', // Medizinische Gesundheitsberufe
  '82': 'gesundheit', // Nichtmedizinische Gesundheit, Körperpflege, Wellness, Medizintechnik
  '83': 'soziales', // Erziehung, soziale und hauswirtschaftliche Berufe, Theologie
  '84': 'soziales', // Lehrende und ausbildende Berufe
  '91': 'gesellschaft', // Sprach-, Literatur-, Geistes-, Gesellschafts-, Wirtschaftswissenschaften
  '92': 'medien', // Werbung, Marketing, kaufmännische und redaktionelle Medienberufe
  '93': 'medien', // Produktdesign, Kunsthandwerk, bildende Kunst, Musikinstrumentenbau
  '94': 'medien', // Darstellende und unterhaltende Berufe
};

/** The area of a KldB 2010 code; null for a group that does not exist. */
export function areaOfKldb(kldb: string): OccupationArea | null {
  return areaOfGroup[kldb.slice(0, 2)] ?? null;
}
