//! Moyennes pondérées d'un bulletin scolaire (notes sur 20).

#[derive(Debug, Clone, Copy)]
pub struct Note {
    pub valeur: f64,
    pub coefficient: f64,
}

/// Moyenne pondérée par les coefficients, ou None si la somme des
/// coefficients est nulle.
pub fn moyenne(notes: &[Note]) -> Option<f64> {
    let total_coef: f64 = notes.iter().map(|n| n.coefficient).sum();
    if total_coef == 0.0 {
        return None;
    }
    let somme: f64 = notes.iter().map(|n| n.valeur).sum();
    Some(somme / total_coef)
}

/// Mention selon la moyenne : 16 et plus « Très bien », 14 « Bien »,
/// 12 « Assez bien », 10 « Passable », en dessous « Ajourné ».
pub fn mention(moy: f64) -> &'static str {
    if moy >= 16.0 {
        "Très bien"
    } else if moy >= 14.0 {
        "Bien"
    } else if moy >= 12.0 {
        "Assez bien"
    } else if moy >= 10.0 {
        "Passable"
    } else {
        "Ajourné"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(valeur: f64, coefficient: f64) -> Note {
        Note { valeur, coefficient }
    }

    #[test]
    fn moyenne_simple() {
        assert_eq!(moyenne(&[n(12.0, 1.0), n(14.0, 1.0)]), Some(13.0));
    }

    #[test]
    fn moyenne_ponderee() {
        assert_eq!(moyenne(&[n(10.0, 1.0), n(16.0, 2.0)]), Some(14.0));
    }

    #[test]
    fn moyenne_vide() {
        assert_eq!(moyenne(&[]), None);
    }

    #[test]
    fn mention_seuils() {
        assert_eq!(mention(16.0), "Très bien");
        assert_eq!(mention(10.0), "Passable");
    }

    #[test]
    fn mention_ajourne() {
        assert_eq!(mention(9.5), "Ajourné");
    }
}
