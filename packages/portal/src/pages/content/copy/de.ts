import type { ContentCopy } from './es';

export const de: ContentCopy = {
  frame: {
    updated: (date: string) => `Zuletzt aktualisiert: ${date}`,
    toc: 'Auf dieser Seite',
    spanishOnly: 'Diese Seite ist nur auf Spanisch verfügbar.',
  },
  pages: {
    tenantsGuide: { eyebrow: 'Ratgeber', title: 'Ratgeber für Mieter' },
    landlordsGuide: { eyebrow: 'Ratgeber', title: 'Ratgeber für Vermieter' },
    faq: {
      eyebrow: 'Hilfe',
      title: 'Häufige Fragen',
      intro:
        'Kurze Antworten zum Suchen, Veröffentlichen und zur Verwaltung Ihres Kontos bei Convive. Wählen Sie eine Frage, um die Antwort zu sehen.',
      topics: 'Themen der Fragen',
      groups: { inquilinos: 'Für Mieter', propietarios: 'Für Vermieter', cuenta: 'Konto und Sicherheit' },
      ctaTitle: 'Keine Antwort gefunden?',
      ctaText: 'Schreiben Sie uns, das Team antwortet innerhalb von 24 bis 48 Arbeitsstunden.',
      ctaContact: 'Kontakt aufnehmen',
      ctaGuide: 'Ratgeber für Mieter',
    },
    blog: {
      eyebrow: 'Blog',
      title: 'Der Convive-Blog',
      intro:
        'Praktische Tipps, rechtliche Neuigkeiten und Erfahrungen rund ums Mieten, Wohnen in WGs und Verwalten von Wohnungen in Spanien.',
      latest: 'Neueste Artikel',
      readArticle: 'Artikel lesen',
      minutes: (n: number) => `${n} Min. Lesezeit`,
      backToArticles: 'Zurück zu den Artikeln',
      categories: {
        legal: 'Recht',
        tenants: 'Mieter',
        landlords: 'Vermieter',
        paperwork: 'Behördengänge',
        safety: 'Sicherheit',
      },
      ctaTitle: 'Mehr erfahren?',
      ctaText: 'Unsere Ratgeber bündeln das Wichtigste, um entspannt zu mieten und zu inserieren.',
      tenantsGuide: 'Ratgeber für Mieter',
      landlordsGuide: 'Ratgeber für Vermieter',
    },
    privacy: { eyebrow: 'Rechtliches', title: 'Datenschutzerklärung' },
    terms: { eyebrow: 'Rechtliches', title: 'Nutzungsbedingungen' },
    cookies: { eyebrow: 'Rechtliches', title: 'Cookie-Richtlinie' },
  },
  about: {
    eyebrow: 'Über uns · Seit 2022',
    documentTitle: 'Über uns',
    title: 'Wir machen gemeinsames Wohnen einfach',
    intro:
      'Convive ist der Marktplatz für Wohngemeinschaften und klassische Mietwohnungen in Spanien. Wir bringen Studierende, Berufstätige und Familien mit Vermietern zusammen, die vertrauenswürdige Mieter suchen.',
    missionVision: 'Mission und Vision',
    mission: 'Unsere Mission',
    missionText:
      'Dass jeder ein bezahlbares Zuhause und ein gutes Zusammenleben findet – mit klaren Informationen ab dem ersten Klick und ohne Überraschungen bei der Unterschrift.',
    vision: 'Unsere Vision',
    visionText:
      'Die erste Adresse für die Miete von Zimmern und Wohnungen in Spanien zu sein: ein transparenter Markt, auf dem Vermieter und Mieter einander mit Vertrauen wählen.',
    values: 'Unsere Werte',
    transparency: 'Transparenz',
    transparencyText:
      'Vollständige Preise, klare Nebenkosten und echte Fotos. Was Sie im Inserat sehen, finden Sie auch vor, wenn Sie die Tür öffnen.',
    trust: 'Vertrauen',
    trustText:
      'Verifizierte Profile, Kommunikation über die Plattform und Tipps, um Betrug zu erkennen, bevor Sie etwas bezahlen.',
    living: 'Zusammenleben',
    livingText:
      'Ein gutes Zuhause ist auch gute Gesellschaft. Wir helfen Mietern und Vermietern, gut zueinander zu finden.',
    fairness: 'Fairness',
    fairnessText:
      'Die Suche ist für Mieter kostenlos, und für alle Inserate gelten dieselben Regeln – ohne gekaufte Platzierungen.',
    impact: 'Unsere Wirkung',
    impactLead: 'Seit 2022 wächst die Convive-Gemeinschaft stetig.',
    users: 'Nutzer',
    properties: 'Immobilien',
    cities: 'Städte',
    team: 'Das Team',
    teamLead:
      'Drei Menschen, die selbst in WGs gewohnt haben und wissen, wie schwer eine gute zu finden ist.',
    ireneRole: 'Mitgründerin und Geschäftsführerin',
    ireneBio:
      'Sie hat in fünf WGs in Madrid und Lissabon gewohnt, bevor sie Convive gründete. Sie verantwortet die Strategie und sorgt dafür, dass jede Entscheidung bei den Menschen beginnt, die ein Zuhause suchen.',
    danielRole: 'Mitgründer und CTO',
    danielBio:
      'Softwareingenieur mit zehn Jahren Erfahrung in digitalen Produkten. Er leitet das Team, das Suchen, Anfragen und Verwalten einer Miete schnell und zuverlässig macht.',
    martaRole: 'Leiterin Community und Vermieter',
    martaBio:
      'Zuvor verwaltete sie Coliving-Wohnungen in Valencia. Sie begleitet Vermieter beim Inserieren und sorgt dafür, dass das Zusammenleben nach dem Einzug funktioniert.',
    history: 'Unsere Geschichte',
    y2022: 'Convive entsteht',
    y2022Text: (first: string) =>
      `Wir haben in Madrid mit einer einfachen Idee begonnen: Ein Zimmer zu mieten soll so klar sein wie eine Reise zu buchen. Wir haben die ersten ${first} WG-Wohnungen veröffentlicht.`,
    y2023: 'Barcelona, Valencia und Sevilla',
    y2023Text:
      'Wir haben Coliving-Räume mit Einzelzimmern und Besichtigungsanfragen mit Termin direkt aus dem Inserat eingeführt.',
    y2024: (properties: string) => `Über ${properties} Immobilien`,
    y2024Text:
      'Wir haben das Vermieter-Dashboard gestartet – mit Inseraten, Anfragen, Zimmern und Terminen an einem Ort – und Benachrichtigungen in Echtzeit.',
    y2025: (users: string, cities: string) => `${users} Nutzer in über ${cities} Städten`,
    y2025Text: (users: string) =>
      `Wir haben die Marke von ${users} registrierten Nutzern überschritten und die Plattform auf Englisch, Französisch und Deutsch geöffnet – für alle, die zum Studieren oder Arbeiten nach Spanien kommen.`,
    ctaTitle: 'Werden Sie Teil der Gemeinschaft',
    ctaText:
      'Finden Sie Ihr nächstes Zuhause oder inserieren Sie Ihre Wohnung und lernen Sie Ihre künftigen Mieter kennen.',
    ctaProperties: 'Immobilien ansehen',
    ctaTeam: 'Mit dem Team sprechen',
  },
  how: {
    eyebrow: 'So funktioniert es',
    documentTitle: 'So funktioniert es',
    title: 'Ein Zuhause oder Mieter finden – ganz unkompliziert',
    intro:
      'Convive verbindet Menschen, die eine Wohnung oder ein Zimmer suchen, mit Vermietern ganzer Wohnungen und Coliving-Räume. So funktioniert es für beide Seiten.',
    search: 'Unterkunft suchen',
    createAccount: 'Konto erstellen',
    tenantsTitle: 'Für Mieter: suchen, Kontakt aufnehmen, einziehen',
    tenantsLead: 'Vom ersten Filter bis zur Schlüsselübergabe in drei Schritten.',
    tenantsSteps: 'Schritte für Mieter',
    tenantSearch: 'Suchen',
    tenantSearchText: 'Entdecken Sie ganze Wohnungen und Coliving-Zimmer mit Filtern, die wirklich zählen.',
    tenantSearchPoints: [
      'Filtern Sie nach Stadt, Preis, Wohnungstyp, Schlafzimmern, Bädern und Größe.',
      'Vergleichen Sie Fotos, inklusive Leistungen und Hausregeln jeder Wohnung.',
      'Speichern Sie, was Ihnen gefällt, als Favorit, um es in Ruhe anzusehen.',
    ],
    tenantConnect: 'Kontakt aufnehmen',
    tenantConnectText:
      'Sprechen Sie direkt mit dem Vermieter – ohne Vermittler und ohne verlorene Nachrichten.',
    tenantConnectPoints: [
      'Senden Sie eine Anfrage von der Seite der Wohnung oder des Zimmers.',
      'Fragen Sie eine Besichtigung von Montag bis Freitag zwischen 09:00 und 19:30 Uhr an.',
      'Sie werden benachrichtigt, sobald der Vermieter antwortet oder den Termin bestätigt.',
    ],
    tenantMove: 'Einziehen',
    tenantMoveText:
      'Wenn Sie Ihren Platz gefunden haben, schließen Sie den Mietvertrag mit allen Informationen zur Hand ab.',
    tenantMovePoints: [
      'Verfolgen Sie Ihre Anfragen in Ihrem Dashboard.',
      'Prüfen Sie Vertrag, Kaution und Bedingungen vor der Unterschrift.',
      'Ziehen Sie in Ihr neues Zuhause und wissen Sie schon, mit wem Sie zusammenleben.',
    ],
    landlordsTitle: 'Für Vermieter: inserieren, verwalten, vermieten',
    landlordsLead:
      'Ihre Wohnung sichtbar für Tausende Wohnungssuchende – mit den Werkzeugen, um sie zu verwalten.',
    landlordsSteps: 'Schritte für Vermieter',
    landlordPublish: 'Inserieren',
    landlordPublishText: 'Stellen Sie Ihre Wohnung oder Ihre Zimmer in wenigen Minuten ein.',
    landlordPublishPoints: [
      'Beschreiben Sie die Immobilie, laden Sie Fotos hoch und markieren Sie die inklusiven Leistungen.',
      'Legen Sie im Coliving jedes Zimmer mit Preis, Größe und Ausstattung an.',
      'Veröffentlichen Sie das Inserat, wenn es fertig ist, oder speichern Sie es als Entwurf.',
    ],
    landlordManage: 'Anfragen verwalten',
    landlordManageText: 'Alle Fragen, Anfragen und Besichtigungen kommen geordnet in Ihrem Dashboard an.',
    landlordManagePoints: [
      'Nehmen Sie Anfragen an oder lehnen Sie sie ab – mit einer Nachricht an die interessierte Person.',
      'Bestätigen oder lehnen Sie vorgeschlagene Besichtigungen ab und hinterlassen Sie eine Nachricht.',
      'Sehen Sie, wie viele Aufrufe und Anfragen jedes Inserat erhält.',
    ],
    landlordRent: 'Vermieten',
    landlordRentText: 'Wählen Sie die passende Person und halten Sie Ihre Belegung aktuell.',
    landlordRentPoints: [
      'Markieren Sie Zimmer als belegt, reserviert oder in Wartung.',
      'Pausieren Sie ein Inserat, wenn nichts frei ist, und aktivieren Sie es später wieder.',
      'Erhalten Sie Benachrichtigungen zu Favoriten, Anfragen und Terminen in Echtzeit.',
    ],
    tools: 'Alles in Ihrem Dashboard',
    favorites: 'Favoriten',
    favoritesText: 'Speichern Sie Wohnungen und rufen Sie sie auf jedem Gerät in Ihrem Dashboard wieder auf.',
    notifications: 'Benachrichtigungen',
    notificationsText:
      'Wir informieren Sie, wenn Ihre Anfrage beantwortet oder eine Besichtigung bestätigt wird.',
    dashboard: 'Persönliches Dashboard',
    dashboardText: 'Anfragen, Termine, Inserate und Profil an einem Ort.',
    questions: 'Häufige Fragen',
    costQ: 'Was kostet Convive?',
    costA:
      'Suchen, Favoriten speichern, Anfragen senden und Besichtigungen anfragen ist für Mieter kostenlos. Auch das Inserieren einer Immobilie kostet keine Anmeldegebühr.',
    accountQ: 'Brauche ich ein Konto für die Suche?',
    accountA:
      'Nein. Sie können alle Wohnungen und Zimmer ohne Registrierung ansehen. Ein Konto brauchen Sie nur, um Favoriten zu speichern, Besichtigungen anzufragen und Ihre Anfragen zu verfolgen.',
    visitQ: 'Wann kann ich eine Wohnung besichtigen?',
    visitA:
      'Besichtigungen werden für Werktage angefragt, Montag bis Freitag zwischen 09:00 und 19:30 Uhr, ab morgen bis drei Monate im Voraus. Der Vermieter bestätigt den Termin oder lehnt ihn ab.',
    colivingQ: 'Was ist Coliving?',
    colivingA:
      'Eine Wohngemeinschaft, in der jede Person ihr eigenes Zimmer mietet und die Gemeinschaftsräume teilt – meist mit Nebenkosten und Leistungen in einer einzigen Monatsmiete.',
    moreQuestions: 'Noch eine Frage? Lesen Sie alle',
    faq: 'häufigen Fragen',
    ctaTitle: 'Wollen wir loslegen?',
    ctaText:
      'Finden Sie noch heute Ihr nächstes Zuhause oder inserieren Sie Ihre Wohnung. Ein Konto ist kostenlos.',
    ctaProperties: 'Immobilien ansehen',
    ctaRegister: 'Registrieren',
  },
};
