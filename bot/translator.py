"""An app_commands.Translator giving the command tree its French descriptions (names stay English)."""
from __future__ import annotations

from typing import Any

from discord import app_commands

from .i18n import lang_for


class QuestTranslator(app_commands.Translator):
    """French descriptions for commands, options and choices; names are never translated."""

    async def translate(self, string: app_commands.locale_str, locale: Any,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if lang_for(locale) != "fr":
            return None
        names = (app_commands.TranslationContextLocation.command_name,
                 app_commands.TranslationContextLocation.group_name,
                 app_commands.TranslationContextLocation.parameter_name)
        if context.location in names:
            return None
        return DESCRIPTIONS_FR.get(string.message)


# English description -> French (every description, option description and choice name in the tree).
DESCRIPTIONS_FR: dict[str, str] = {
    "Set up, join and run the game in this channel": "Préparer, rejoindre et mener la partie de ce salon",
    "Open a new game in this channel (you become its host)": "Ouvrir une nouvelle partie dans ce salon (vous en êtes l'hôte)",
    "The game system": "Le système de jeu",
    "The quest to play": "La quête à jouer",
    "Seed for the dice and decks (same seed, same game)": "Graine des dés et des pioches (même graine, même partie)",
    "Hard game: the enemies choose the worst for you": "Partie difficile : les ennemis choisissent le pire pour vous",
    "Join the game with a hero (before it starts)": "Rejoindre la partie avec un héros (avant le début)",
    "The hero to play (default: the first free one)": "Le héros à jouer (par défaut : le premier libre)",
    "Leave the game (a hero in play goes to the host)": "Quitter la partie (un héros en jeu revient à l'hôte)",
    "Which of your heroes (default: all of them)": "Lequel de vos héros (par défaut : tous)",
    "Start the game (host)": "Lancer la partie (hôte)",
    "Show the heroes, enemies and what the game waits for": "Voir les héros, les ennemis et ce que la partie attend",
    "Show the board": "Voir le plateau",
    "Show the latest actions": "Voir les dernières actions",
    "How many entries (1-50, default 10)": "Combien d'entrées (1 à 50, 10 par défaut)",
    "Take back the last action if it revealed nothing random (host)": "Reprendre la dernière action si elle n'a rien révélé d'aléatoire (hôte)",
    "Stop the game (host or Manage Channels)": "Arrêter la partie (hôte ou Gérer les salons)",
    "Remove a player; you take over their heroes (host or Manage Channels)": "Retirer un joueur ; vous reprenez ses héros (hôte ou Gérer les salons)",
    "The player to remove": "Le joueur à retirer",
    "The square to go to, like C5": "La case où aller, comme C5",
    "Which of your heroes (default: the one acting now)": "Lequel de vos héros (par défaut : celui qui agit)",
    "Spend 1 supply to roll one more die": "Dépenser 1 provision pour lancer un dé de plus",
    "Open a door next to you (free)": "Ouvrir une porte à côté de vous (gratuit)",
    "The door to open": "La porte à ouvrir",
    "Resolve the Action of a card you control, like a weapon attack": "Résoudre l'Action d'une carte que vous contrôlez, comme l'attaque d'une arme",
    "The card": "La carte",
    "The target (a figure or a square)": "La cible (une figurine ou une case)",
    "Interact with a feature, trap or quest card": "Interagir avec un élément, un piège ou une carte de quête",
    "What to interact with": "Avec quoi interagir",
    "Play a card from your hand": "Jouer une carte de votre main",
    "Use an Exhaust or Use effect of a card you control (free)": "Utiliser un effet Épuiser ou Utiliser d'une carte que vous contrôlez (gratuit)",
    "Draw a card (one action)": "Piocher une carte (une action)",
    "Rest: spend 1 supply to heal 2 (one action)": "Se reposer : dépenser 1 provision pour soigner 2 (une action)",
    "Set an altar die to a rhune and gain 1 focus (one action)": "Mettre un dé d'autel sur une rhune et gagner 1 concentration (une action)",
    "The altar die (1-5)": "Le dé d'autel (1 à 5)",
    "The rhune to show": "La rhune à montrer",
    "The hero to give it to": "Le héros qui la reçoit",
    "Answer a decision the game asks you": "Répondre à une décision que la partie vous demande",
    "Your answer": "Votre réponse",
    "Short rules in this channel, only for you": "Règles courtes, pour vous seul",
    "The topic": "Le sujet",
}

DESCRIPTIONS_FR.update({
    "Move your hero (Altar Quest: 1-3 spaces per action; HeroQuest: the red dice)":
        "Déplacer votre héros (Altar Quest : 1 à 3 cases par action ; HeroQuest : les dés rouges)",
    "HeroQuest: the squares to walk, like C5 C6 D6 (default: a shortest way)":
        "HeroQuest : les cases à parcourir, comme C5 C6 D6 (par défaut : un plus court chemin)",
    "HeroQuest: gold to give (with card:gold)": "HeroQuest : l'or à donner (avec card:gold)",
    "Give a card (Altar Quest) or an item or gold (HeroQuest) to another hero":
        "Donner une carte (Altar Quest) ou un objet ou de l'or (HeroQuest) à un autre héros",
    "The card or item (HeroQuest: gold for gold)": "La carte ou l'objet (HeroQuest : gold pour de l'or)",
    "Show your cards or inventory (only you see them)": "Voir vos cartes ou votre équipement (vous seul les voyez)",
    "End your turn (HeroQuest, between quests: done shopping)":
        "Finir votre tour (HeroQuest, entre deux quêtes : fin des achats)",
    "Attack a monster with a weapon (HeroQuest, your action)": "Attaquer un monstre avec une arme (HeroQuest, votre action)",
    "The monster to attack": "Le monstre à attaquer",
    "The weapon (default: the best that reaches)": "L'arme (par défaut : la meilleure qui atteint)",
    "Cast one of your spells (HeroQuest, your action)": "Lancer un de vos sorts (HeroQuest, votre action)",
    "The spell": "Le sort",
    "The figure to cast it on (a hero or a monster in sight)": "La figurine visée (un héros ou un monstre en vue)",
    "Search your room or corridor (HeroQuest, your action)": "Fouiller votre pièce ou votre couloir (HeroQuest, votre action)",
    "What to search for": "Ce que vous cherchez",
    "Treasure": "Un trésor", "Secret doors": "Des portes secrètes", "Traps": "Des pièges",
    "Disarm a known trap next to you (HeroQuest, your action)": "Désarmer un piège connu à côté de vous (HeroQuest, votre action)",
    "The trap (its square, or the trapped furniture)": "Le piège (sa case, ou le meuble piégé)",
    "Leap over a known trap or open pit (HeroQuest, 2 squares)": "Sauter un piège connu ou une oubliette ouverte (HeroQuest, 2 cases)",
    "The square to land on": "La case où atterrir",
    "The trap's square, when two could be meant": "La case du piège, si deux sont possibles",
    "Drink a potion (HeroQuest, free)": "Boire une potion (HeroQuest, gratuit)",
    "The potion": "La potion",
    "The armory between quests (HeroQuest)": "L'armurerie entre deux quêtes (HeroQuest)",
    "Buy an item": "Acheter un objet",
    "Sell an item for half its price": "Vendre un objet à moitié prix",
    "The item": "L'objet",
    "Go on to the next quest with the party (HeroQuest)": "Poursuivre avec le groupe vers la quête suivante (HeroQuest)",
    "The quest (default: the next one)": "La quête (par défaut : la suivante)",
})
